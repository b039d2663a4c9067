import * as v from 'valibot';
import { text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { HeaderSearch } from './HeaderSearch';

export const tag = 'lto-header-search';

/** The attributes of <lto-header-search>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  action: text("Where a search goes (the form's action): the search results page, given ?q={q}.", '/showsearch'),
  inputId: text("The search box's id in the template, kept (the page's labels, skip links and scripts may name it); else one of the widget's own."),
  query: text('The search in the box when the page was drawn (on a results page, its query).'),
});

export type HeaderSearchProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: HeaderSearch });
