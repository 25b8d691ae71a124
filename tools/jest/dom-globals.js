// jsdom (the rendering specs' `@jest-environment jsdom`) has no TextEncoder/TextDecoder, which
// React Router reads at import; the Node ones stand in. Node environments have them already.
import { TextDecoder, TextEncoder } from 'node:util';

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
