/**
 * Polish collation for names ('Łosoś' after 'Lody', 'Żurek' last). One collator is built once:
 * calling localeCompare with a locale on every comparison is many times slower on a 1000-item menu.
 */
const polish = new Intl.Collator("pl")

export const compareNames = (a: string, b: string): number => polish.compare(a, b)
