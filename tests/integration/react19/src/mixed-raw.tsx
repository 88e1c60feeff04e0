// The second snippet of integrating.md's React 19 section, as a portal copies it: a raw tag, typed, with the
// package's root entry imported for it. This module runs first (see mixed.tsx): the root entry defines the tags.
import type {} from 'directory-backoffice/jsx';
import 'directory-backoffice';

export function RawBusiness() {
  return <admin-business lang="en" />;
}
