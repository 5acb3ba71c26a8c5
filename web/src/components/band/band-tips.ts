/** The wearable band's tips, shown in help and when a check-in fails (docs/product-rules.md, "Check-in and the wearable band"). */
export const BAND_TIPS = [
  'Charge your band for at least 10 minutes.',
  'Turn on Bluetooth and keep your band within 2 meters of your phone.',
  "Hold the band's button for 2 seconds.",
] as const;
