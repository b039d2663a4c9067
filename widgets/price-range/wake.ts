/** On a touch screen the slider is drawn as it comes near (the filters sidebar opened): the first drag moves it. */
export { default } from '../../src/core/touch-wake';
