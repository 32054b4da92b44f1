/** A settings switch such as show_points or show_profile: 'on' (any case, spaces ignored) is on. */
export const settingIsOn = (value: string | null | undefined): boolean => value?.trim().toLowerCase() === "on"
