/** The product logo (web/public/logo.svg, also the favicon). */
export function Logo({ size = 40, alt = '' }: { size?: number; alt?: string }) {
  return <img src="/logo.svg" width={size} height={size} alt={alt} />;
}
