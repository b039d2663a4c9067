import { html, raw, type Html } from './html.js';

/** Simple silhouettes on a 400×300 canvas, painted in the variant colour. */
type Shape = (fill: string) => Html;

const DARK = '#1f2a36';
const GLASS = '#d7e2ec';
const SHADE = 'fill="#000" fill-opacity=".14"';

const legs = (fill: string, xs: readonly number[], y: number, h: number): Html =>
  html`${xs.map((x) => html`<rect x="${x}" y="${y}" width="10" height="${h}" rx="2" fill="${fill}"/>`)}`;

const screen = (x: number, y: number, w: number, h: number): Html =>
  html`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${DARK}"/>
<path d="M${x + 10} ${y + h - 10} L${x + w * 0.45} ${y + 12}" stroke="#fff" stroke-opacity=".18" stroke-width="14"/>`;

export const SHAPES: Record<string, Shape> = {
  sofa: (f) => html`<rect x="70" y="110" width="260" height="70" rx="14" fill="${f}"/>
<rect x="60" y="165" width="280" height="55" rx="10" fill="${f}"/><rect x="60" y="165" width="280" height="55" rx="10" ${raw(SHADE)}/>
<rect x="45" y="135" width="40" height="90" rx="12" fill="${f}"/><rect x="315" y="135" width="40" height="90" rx="12" fill="${f}"/>
<line x1="200" y1="170" x2="200" y2="215" stroke="#000" stroke-opacity=".25" stroke-width="2"/>${legs(DARK, [70, 320], 225, 25)}`,

  sectional: (f) => html`<rect x="40" y="105" width="320" height="65" rx="14" fill="${f}"/>
<rect x="35" y="160" width="330" height="50" rx="10" fill="${f}"/><rect x="250" y="160" width="115" height="85" rx="10" fill="${f}"/>
<rect x="35" y="160" width="330" height="50" rx="10" ${raw(SHADE)}/><rect x="25" y="130" width="35" height="90" rx="12" fill="${f}"/>
${legs(DARK, [45, 230, 350], 220, 30)}`,

  chair: (f) => html`<rect x="130" y="75" width="140" height="115" rx="22" fill="${f}"/>
<rect x="120" y="170" width="160" height="55" rx="10" fill="${f}"/><rect x="120" y="170" width="160" height="55" rx="10" ${raw(SHADE)}/>
<rect x="100" y="140" width="40" height="90" rx="12" fill="${f}"/><rect x="260" y="140" width="40" height="90" rx="12" fill="${f}"/>
${legs(DARK, [130, 260], 230, 22)}`,

  table: (f) => html`<rect x="60" y="150" width="280" height="18" rx="4" fill="${f}"/>
<rect x="70" y="168" width="260" height="14" fill="${f}"/><rect x="70" y="168" width="260" height="14" ${raw(SHADE)}/>
<rect x="80" y="168" width="14" height="85" fill="${f}"/><rect x="306" y="168" width="14" height="85" fill="${f}"/>`,

  cabinet: (f) => html`<rect x="90" y="85" width="220" height="160" rx="6" fill="${f}"/>
${[138, 191].map((y) => html`<line x1="98" y1="${y}" x2="302" y2="${y}" stroke="#000" stroke-opacity=".3" stroke-width="2"/>`)}
${[111, 164, 218].map((y) => html`<rect x="180" y="${y - 3}" width="40" height="6" rx="3" fill="${DARK}"/>`)}
${legs(DARK, [100, 290], 245, 12)}`,

  bed: (f) => html`<rect x="70" y="75" width="260" height="125" rx="12" fill="${f}"/>
<rect x="60" y="160" width="280" height="50" rx="10" fill="#f5f5f2"/>
<ellipse cx="145" cy="160" rx="48" ry="14" fill="#fff"/><ellipse cx="255" cy="160" rx="48" ry="14" fill="#fff"/>
<rect x="55" y="205" width="290" height="32" rx="6" fill="${f}"/><rect x="55" y="205" width="290" height="32" rx="6" ${raw(SHADE)}/>
${legs(DARK, [65, 325], 237, 16)}`,

  mattress: (f) => html`<rect x="50" y="125" width="300" height="90" rx="18" fill="${f}"/>
<rect x="50" y="125" width="300" height="26" rx="13" fill="#dfe4ec"/>
${[100, 160, 220, 280].map((x) => html`<circle cx="${x}" cy="185" r="4" fill="#b9c2cf"/>`)}
<rect x="60" y="215" width="280" height="12" rx="4" fill="#c9d0da"/>`,

  'dining-set': (f) => html`<rect x="110" y="140" width="180" height="14" rx="3" fill="${f}"/>
<rect x="125" y="154" width="12" height="96" fill="${f}"/><rect x="263" y="154" width="12" height="96" fill="${f}"/>
<rect x="40" y="85" width="14" height="165" rx="4" fill="${f}"/><rect x="40" y="170" width="62" height="12" rx="3" fill="${f}"/>
<rect x="92" y="182" width="10" height="68" fill="${f}"/>
<rect x="346" y="85" width="14" height="165" rx="4" fill="${f}"/><rect x="298" y="170" width="62" height="12" rx="3" fill="${f}"/>
<rect x="298" y="182" width="10" height="68" fill="${f}"/>`,

  stool: (f) => html`<rect x="150" y="65" width="100" height="85" rx="12" fill="${f}"/>
<rect x="140" y="148" width="120" height="22" rx="6" fill="${f}"/><rect x="140" y="148" width="120" height="22" rx="6" ${raw(SHADE)}/>
${legs(DARK, [150, 240], 170, 85)}<rect x="150" y="222" width="100" height="6" fill="${DARK}"/>`,

  fridge: (f) => html`<rect x="130" y="25" width="140" height="235" rx="10" fill="${f}"/>
<line x1="200" y1="25" x2="200" y2="180" stroke="#000" stroke-opacity=".3" stroke-width="2"/>
<line x1="130" y1="180" x2="270" y2="180" stroke="#000" stroke-opacity=".3" stroke-width="2"/>
<rect x="186" y="80" width="6" height="70" rx="3" fill="${DARK}"/><rect x="208" y="80" width="6" height="70" rx="3" fill="${DARK}"/>
<rect x="170" y="195" width="60" height="6" rx="3" fill="${DARK}"/>`,

  washer: (f) => html`<rect x="120" y="55" width="160" height="205" rx="10" fill="${f}"/>
<rect x="120" y="55" width="160" height="38" rx="10" ${raw(SHADE)}/>
<circle cx="250" cy="74" r="9" fill="${DARK}"/><rect x="140" y="68" width="60" height="12" rx="3" fill="${DARK}"/>
<circle cx="200" cy="172" r="56" fill="${GLASS}" stroke="${DARK}" stroke-width="6"/><circle cx="200" cy="172" r="38" fill="#b6c6d6"/>`,

  range: (f) => html`<rect x="110" y="50" width="180" height="34" rx="4" fill="${f}"/><rect x="110" y="50" width="180" height="34" rx="4" ${raw(SHADE)}/>
${[140, 175, 225, 260].map((x) => html`<circle cx="${x}" cy="67" r="7" fill="${DARK}"/>`)}
<rect x="110" y="84" width="180" height="176" rx="6" fill="${f}"/>
<rect x="140" y="140" width="120" height="80" rx="6" fill="${DARK}"/><rect x="140" y="112" width="120" height="8" rx="4" fill="${DARK}"/>`,

  microwave: (f) => html`<rect x="70" y="95" width="260" height="135" rx="8" fill="${f}"/>
${screen(90, 115, 160, 95)}<rect x="262" y="115" width="50" height="95" rx="4" ${raw(SHADE)}/>
${[130, 150, 170, 190].map((y) => html`<rect x="272" y="${y}" width="30" height="8" rx="2" fill="${DARK}"/>`)}`,

  tv: (f) => html`<rect x="45" y="45" width="310" height="185" rx="6" fill="${f}"/>${screen(55, 55, 290, 165)}
<rect x="188" y="230" width="24" height="18" fill="${f}"/><rect x="140" y="246" width="120" height="9" rx="4" fill="${f}"/>`,

  soundbar: (f) => html`<rect x="40" y="160" width="320" height="46" rx="23" fill="${f}"/>
<rect x="40" y="160" width="320" height="46" rx="23" ${raw(SHADE)}/>
${[80, 120, 160, 200, 240, 280, 320].map((x) => html`<circle cx="${x}" cy="183" r="6" fill="${DARK}" fill-opacity=".7"/>`)}`,

  speaker: (f) => html`<rect x="145" y="50" width="110" height="205" rx="20" fill="${f}"/>
<circle cx="200" cy="100" r="20" fill="${DARK}"/><circle cx="200" cy="185" r="40" fill="${DARK}"/><circle cx="200" cy="185" r="14" fill="${f}"/>`,

  headphones: (f) => html`<path d="M118 190 A82 95 0 0 1 282 190" fill="none" stroke="${f}" stroke-opacity="1" stroke-width="18" stroke-linecap="round"/>
<rect x="95" y="165" width="50" height="85" rx="20" fill="${f}"/><rect x="255" y="165" width="50" height="85" rx="20" fill="${f}"/>
<rect x="95" y="165" width="50" height="85" rx="20" ${raw(SHADE)}/><rect x="255" y="165" width="50" height="85" rx="20" ${raw(SHADE)}/>`,

  console: (f) => html`<rect x="80" y="115" width="240" height="95" rx="18" fill="${f}"/>
<rect x="80" y="175" width="240" height="35" rx="14" ${raw(SHADE)}/><circle cx="290" cy="140" r="7" fill="${DARK}"/>
<rect x="110" y="136" width="90" height="8" rx="4" fill="${DARK}"/>
<path d="M150 232 h100 a18 18 0 0 1 0 36 h-100 a18 18 0 0 1 0 -36 Z" fill="${DARK}"/>`,

  laptop: (f) => html`<rect x="95" y="55" width="210" height="140" rx="8" fill="${f}"/>${screen(106, 66, 188, 118)}
<path d="M65 200 H335 L355 228 H45 Z" fill="${f}"/><path d="M65 200 H335 L355 228 H45 Z" ${raw(SHADE)}/>
<rect x="170" y="206" width="60" height="12" rx="3" fill="${DARK}" fill-opacity=".35"/>`,

  desktop: (f) => html`<rect x="50" y="45" width="220" height="145" rx="6" fill="${f}"/>${screen(60, 55, 200, 125)}
<rect x="148" y="190" width="24" height="35" fill="${f}"/><rect x="110" y="224" width="100" height="10" rx="4" fill="${f}"/>
<rect x="290" y="75" width="70" height="170" rx="6" fill="${f}"/><rect x="290" y="75" width="70" height="170" rx="6" ${raw(SHADE)}/>
<circle cx="325" cy="100" r="7" fill="${DARK}"/><rect x="305" y="125" width="40" height="5" rx="2" fill="${DARK}"/>`,

  tablet: (f) => html`<rect x="125" y="35" width="150" height="225" rx="18" fill="${f}"/>${screen(138, 55, 124, 185)}
<circle cx="200" cy="45" r="4" fill="${DARK}"/>`,
};

