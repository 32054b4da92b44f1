/**
 * The `never` check of every reducer switch. At compile time a missing case is an error; at run time
 * an unknown tag (a log written by a newer widget, an undecoded object) leaves the state unchanged
 * instead of throwing, because reducers are total.
 */
export const exhaustive = <S>(_event: never, state: S): S => state
