/** Phone and NIP keep digits only (SPEC §5, §9): '+48 600-100-200' → '48600100200'. */
export const digitsOnly = (text: string): string => text.replace(/\D+/g, "")
