/** The field rules, filters and masks of SPEC 5 (no DOM: widgets and the demo server share them). */
export * from './field';
export * from './messages';
export * from './contact';
export * from './names';
export * from './address';
export * from './postal';
export * from './order-tracking';
export * from './filters';
export * from './identity';
export * from './dates';
export * from './numbers';
export * from './account';
export * from './masks';
export * from './enumerations';
export * from './enumeration-labels';
