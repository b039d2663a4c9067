/**
 * Checked by `npm run typecheck`, never run: the generated JSX typings (jsx-elements.d.ts) take
 * what a template would write and refuse what the widgets would not parse.
 */
export const written = (
  <>
    <lto-carousel label="Recently viewed" heading="3" recently-viewed="" record="P1001" />
    <lto-compare-bar category="living-room" items='[{"pid":"P1001"}]' />
    <lto-zip-modal submit-name="setlocation" />
  </>
);

// @ts-expect-error label is required
export const withoutLabel = <lto-carousel heading="3" />;

// @ts-expect-error heading is '2', '3', '4' or 'none'
export const unknownLevel = <lto-carousel label="Recently viewed" heading="5" />;

// @ts-expect-error every value is attribute text
export const notText = <lto-compare-bar items={[{ pid: 'P1001' }]} />;

// @ts-expect-error the attribute is kebab-cased, as a template writes it
export const camelCased = <lto-zip-modal submitName="confirm" />;
