/** On a touch screen the swatches are drawn as they come near: a tap on one chooses it in place. */
export { default } from '../../src/core/touch-wake';
