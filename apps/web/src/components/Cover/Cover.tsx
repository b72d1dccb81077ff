/** A decorative cover picture, or an empty box of the same size (the class's) while there is none. */
import { Picture } from '../Picture/Picture';
export function Cover({
  src,
  className,
  lazy = false,
}: {
  src: string | null | undefined;
  className?: string;
  /** Load only when it nears the screen (covers in long lists). */
  lazy?: boolean;
}) {
  if (!src) return <span className={className} aria-hidden="true" />;
  return <Picture className={className} src={src} alt="" loading={lazy ? 'lazy' : undefined} />;
}
