/**
 * The shared stylesheets, in the order dist/lto-widgets.css joins them, before each widget's own
 * widgets/{name}/{name}.css: the theme's tokens first (every rule after them reads them), then the
 * primitives'. Read by the build (tsup.config.ts) and by tests that style a page as the build does.
 */
export const SHARED_STYLESHEETS = ['src/ui/tokens.css', 'src/ui/ui.css'] as const;
