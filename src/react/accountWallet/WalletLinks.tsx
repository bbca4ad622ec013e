import { useContext, useEffect } from 'react';
import { walletLinks } from '../../core/account/wallet';
import { Icon } from '../icons';
import { ElementContext } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { walletLinksStyles } from './styles';

/**
 * The wallet links (vouchers, rewards, …): authored `{ label, url, icon }` as a list of links with
 * their pmi-icon- icons. A refused URL (javascript:, data:, …) is never a link: the label stays as text, with one
 * console error naming the element.
 */
export function WalletLinks({ links, label }: { links: unknown; label: string }) {
  const element = useContext(ElementContext);
  const items = walletLinks(links);
  const className = useThemedClass(walletLinksStyles);
  const refused = items.filter((item) => item.authoredUrl && !item.url).map((item) => item.authoredUrl.slice(0, 60));
  const refusedKey = refused.join('\n');
  useEffect(() => {
    for (const url of refusedKey ? refusedKey.split('\n') : []) {
      console.error(`<${element?.tag ?? 'brand-account-wallet'}>: refused walletLinks url "${url}": only http(s), mailto, tel and relative URLs are allowed.`);
    }
  }, [refusedKey, element?.tag]);
  if (items.length === 0) return null;
  return (
    <nav className={className} aria-label={label} data-wallet-links="">
      <ul>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.url ? (
              <a href={item.url} data-wallet-link="">
                {item.icon && <Icon name={item.icon} />}
                <span>{item.label}</span>
              </a>
            ) : (
              <span data-link-text="">
                {item.icon && <Icon name={item.icon} />}
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
