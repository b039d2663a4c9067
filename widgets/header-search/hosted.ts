/**
 * The hosted search mode's code (SPEC 2.2, 7.6): loaded by <lto-header-search> only where hosted
 * search is on, when the widget starts (the shopper's first focus of, or pointer over, the box).
 */
export { fetchHostedAnswer, type HostedView } from './hosted-answer';
export { hostedItems } from './hosted-options';
export { HostedGroups } from './hosted-panel';
export { convertedAfterSearch, initInsights } from './insights';
