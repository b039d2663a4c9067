import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetWarnings } from '../core/warn';
import { lazyComponent } from './lazy-component';

const Panel = ({ text }: { text: string }) => <p>{text}</p>;

/** A page part that wants the panel once `wanted`, and says when its load failed. */
function harness(useLazy: ReturnType<typeof lazyComponent<{ text: string }>>) {
  let want: (wanted: boolean) => void = () => {};
  function Host() {
    const [wanted, setWanted] = useState(false);
    const [failed, setFailed] = useState(0);
    want = setWanted;
    const Loaded = useLazy(wanted, () => setFailed((n) => n + 1));
    return (
      <>
        {Loaded ? <Loaded text="loaded" /> : null}
        <span data-testid="failed">{failed}</span>
      </>
    );
  }
  return { Host, want: (wanted: boolean) => act(async () => want(wanted)) };
}

afterEach(() => {
  vi.restoreAllMocks();
  resetWarnings();
});

describe('lazyComponent', () => {
  it('loads nothing until wanted, then once for every part of the page that wants it', async () => {
    const load = vi.fn(async () => ({ default: Panel }));
    const useLazy = lazyComponent(load, 'could not load the panel');
    const first = harness(useLazy);
    const second = harness(useLazy);
    render(
      <>
        <first.Host />
        <second.Host />
      </>,
    );
    expect(load).not.toHaveBeenCalled();
    await first.want(true);
    await second.want(true);
    expect(await screen.findAllByText('loaded')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is warned once and said to the part; the next ask tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Panel });
    const { Host, want } = harness(lazyComponent(load, 'could not load the panel'));
    render(<Host />);
    await want(true);
    expect(screen.getByTestId('failed')).toHaveTextContent('1');
    expect(screen.queryByText('loaded')).toBeNull();
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([expect.stringContaining('could not load the panel')]);
    await want(false);
    await want(true);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
