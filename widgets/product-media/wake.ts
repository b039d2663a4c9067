/** On a touch screen the pictures are drawn as they come near: the first swipe over them is theirs. */
export { default } from '../../src/core/touch-wake';
