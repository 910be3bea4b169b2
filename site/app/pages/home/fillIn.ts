import { createElement, Fragment, type ReactNode } from 'react';

import { templateParts } from '../../format';

/**
 * A text from a content file with its placeholders filled in ("Workplace trends in {market}"), as
 * keyed children (templateParts, each part in a keyed fragment), so a value may be an element
 * without a key of its own (`Published {date}` with a `<time>`). A placeholder with no value is left
 * as written.
 */
export function fillIn(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return templateParts(template, values).map((part, index) => createElement(Fragment, { key: index }, part));
}
