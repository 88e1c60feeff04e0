// The package's lazy loader (its main entry, kept external by the build): importing it defines every tag
// as soon as it is used in the page. A module of its own so unit tests can replace it.
import 'directory-backoffice';
