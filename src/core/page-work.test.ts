import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies';
import { runPageWork } from './page-work';

const started = vi.fn();
const analytics = async () => ({ startAnalytics: started });

function configBlock(text: string): void {
  document.head.innerHTML = `<script type="application/json" id="lto-config">${text}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  started.mockClear();
});

describe("the page's own work", () => {
  it('records the visit of SPEC 4.1 on every page', () => {
    configBlock('{}');
    runPageWork(document, analytics)();
    expect(readCookie('newUserCookie')).toBe('newuserfirstvisit');
  });

  it('starts analytics only where the config block turns the tag manager on', async () => {
    for (const text of ['{}', '{"preferences":{"ISGTMENABLE":false}}', '{"preferences":{"ISGTMENABLE":"true"}}', 'not json', 'null']) {
      configBlock(text);
      runPageWork(document, analytics)();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).not.toHaveBeenCalled();

    configBlock('{"preferences":{"ISGTMENABLE":true}}');
    runPageWork(document, analytics)();
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
  });
});
