// "root-per-element": the stock approach. @r2wc/react-to-web-component gives every element its
// own React root (createRoot on the shadow root r2wc passes as `container`), and every element
// gets its own Emotion cache writing <style> tags into that shadow root. Same Text component,
// same theme as ours, and the element context our components read (its Emotion cache among it).
import r2wc from '@r2wc/react-to-web-component';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { Text } from '../../../src/react/text/Text';
import { ElementContext } from '../../../src/react/runtime/context';
import { getTheme } from '../../../src/themes/mui';

const theme = getTheme({ name: 'zyn' });

function StockText({ container, text }: { container: ShadowRoot; text?: string }) {
  const cache = useMemo(() => createCache({ key: 'be', container: container as unknown as HTMLElement }), [container]);
  const context = useMemo(
    () => ({ host: container.host as HTMLElement, tag: 'stock-text', portalContainer: container.host as HTMLElement, authoring: false, mode: 'disabled' as const, cache }),
    [container, cache],
  );
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <ElementContext.Provider value={context}>
          <Text text={text} />
        </ElementContext.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}

customElements.define('stock-text', r2wc(StockText as never, { shadow: 'open', props: { text: 'string' } }));
