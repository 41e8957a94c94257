// HTML invoker commands on buttons (`commandfor`, `command`): React renders them as written, but
// its types do not name them yet. The photo gallery opens its full-screen dialog with them.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging with React's interface needs its type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}
