import { useEffect, useId, useRef, useState } from 'react';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import { channelUrl, referralLink, shareChannels, shareData, shareMessage, shownChannels, type ShareChannel } from '../../core/account/referralShare';
import { safeWebUrl } from '../../core/security/safeUrl';
import { authoredWords } from '../../core/text/template';
import { AccountAlert, AccountSkeleton, RetryButton } from '../account/AccountStates';
import { accountSectionStyles } from '../account/styles';
import { Icon } from '../icons';
import { ChannelIcon } from './ChannelIcon';
import { useThemedClass } from '../runtime/useThemedClass';
import { useCopy } from '../shared/useCopy';
import { useSafeUrl } from '../shared/useSafeUrl';
import { useReferrals } from '../mgmDashboard/useReferrals';
import { channelsStyles, channelStyles, confirmationStyles, shareBoxStyles } from './styles';
import { REFER_WORDS, type ReferWords } from './words';

const TAG = 'brand-refer-a-friend';

export interface ReferAFriendProps extends Partial<ReferWords> {
  /** the heading (a model field) */
  title?: string;
  /** the message a friend receives: {code} and {link} filled in */
  messageToShare?: string;
  /** copy, email, sms, whatsapp, share: names or { channel, label } */
  communicationChannels?: unknown;
  /** the sign-up page a friend opens: {code} filled in, else ?ref=<code> added */
  referralUrl?: string;
  loginUrl?: string;
  signedOutMessage?: string;
  muleSoftConfig?: MuleSoftConfig;
  /** → brand-refer-a-friend-share { channel } */
  onShare?: (detail: { channel: ShareChannel }) => void;
}

const LABEL_WORD: Record<ShareChannel, keyof ReferWords> = { copy: 'copyLabel', email: 'emailLabel', sms: 'smsLabel', whatsapp: 'whatsappLabel', share: 'shareLabel' };

/** The last failure said in the alert (a copy or a share refused); a new count says it again. */
type Problem = { kind: 'copy' | 'share'; count: number } | undefined;

export function Share(props: ReferAFriendProps) {
  const words = authoredWords(REFER_WORDS, props);
  const title = props.title?.trim() || 'Refer a friend';
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const linkId = useId();
  const { referrals, state, failed, retrying, retry } = useReferrals(props, TAG, false, heading);
  const template = useSafeUrl(props.referralUrl, 'referralUrl', { webOnly: true });
  // the page's address, read after mount: a relative referralUrl becomes absolute (a friend opens it elsewhere)
  const [base, setBase] = useState<string | undefined>();
  const [canShare, setCanShare] = useState(false);
  const copyButton = useRef<HTMLButtonElement>(null);
  const { status: copied, copy: copyToClipboard } = useCopy(copyButton);
  const [problem, setProblem] = useState<Problem>();
  const failing = (kind: 'copy' | 'share') => setProblem((previous) => ({ kind, count: (previous?.count ?? 0) + 1 }));
  useEffect(() => {
    setBase(location.href);
    setCanShare(typeof navigator.share === 'function');
  }, []);
  const classes = {
    section: useThemedClass(accountSectionStyles),
    box: useThemedClass(shareBoxStyles),
    channels: useThemedClass(channelsStyles),
    channel: useThemedClass(channelStyles),
    confirmation: useThemedClass(confirmationStyles),
  };

  const code = referrals?.referralCode ?? '';
  // the filled link too: only a page a friend can open
  const link = safeWebUrl(referralLink(template, code, base)) ?? undefined;
  const messageTemplate = props.messageToShare?.trim() ?? '';
  const message = shareMessage(messageTemplate, code, link);
  const channels = shownChannels(shareChannels(props.communicationChannels), canShare);

  const copy = async () => {
    if (await copyToClipboard(link ?? code)) {
      setProblem(undefined);
      props.onShare?.({ channel: 'copy' });
      return;
    }
    console.error(`<${TAG}>: the browser refused to write to the clipboard; nothing was copied.`);
    failing('copy');
  };
  const share = async () => {
    try {
      await navigator.share(shareData(title, messageTemplate, code, link));
      setProblem(undefined);
      props.onShare?.({ channel: 'share' });
    } catch (error) {
      // the visitor closed the share sheet: nothing to say
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error(`<${TAG}>: the browser could not share the link (${error instanceof Error ? error.name : 'refused'}).`);
      failing('share');
    }
  };

  const shown = state === 'loading' ? 'loading' : referrals ? 'ready' : 'failed';
  return (
    <section className={classes.section} aria-labelledby={headingId} aria-busy={shown === 'loading' || undefined} data-refer-state={shown}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <AccountAlert data-refer-message="">
        {failed ? words.loadErrorMessage : problem ? <span key={problem.count}>{problem.kind === 'copy' ? words.copyErrorMessage : words.shareErrorMessage}</span> : ''}
      </AccountAlert>
      {shown === 'loading' && <AccountSkeleton />}
      {failed && <RetryButton label={words.retryLabel} retrying={retrying} onRetry={() => void retry()} data-refer-retry="" />}
      {referrals && (
        <div className={classes.box}>
          <dl>
            <dt data-field-label="">{words.codeLabel}</dt>
            <dd data-referral-code="">{code}</dd>
          </dl>
          {link && (
            <div>
              <label htmlFor={linkId} data-field-label="">
                {words.linkLabel}
              </label>
              <input id={linkId} type="text" readOnly value={link} data-referral-link="" onFocus={(event) => event.currentTarget.select()} />
            </div>
          )}
          {message && (
            <dl>
              <dt data-field-label="">{words.messageLabel}</dt>
              <dd data-share-message="">{message}</dd>
            </dl>
          )}
          <ul className={classes.channels} aria-label={words.channelsLabel} data-share-channels="">
            {channels.map(({ channel, label }) => {
              const text = label ?? (channel === 'copy' && !link ? words.copyCodeLabel : words[LABEL_WORD[channel]]);
              const href = channelUrl(channel, message, words.emailSubject);
              const content = (
                <>
                  {channel === 'copy' ? <Icon name={copied.kind === 'copied' ? 'check' : 'copy'} /> : <ChannelIcon channel={channel} />}
                  {text}
                </>
              );
              return (
                <li key={channel}>
                  {href ? (
                    <a className={classes.channel} href={href} data-channel={channel} {...(channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})} onClick={() => props.onShare?.({ channel })}>
                      {content}
                      {channel === 'whatsapp' && <span data-new-tab=""> {words.newTabLabel}</span>}
                    </a>
                  ) : (
                    <button type="button" ref={channel === 'copy' ? copyButton : undefined} className={classes.channel} data-channel={channel} onClick={() => void (channel === 'copy' ? copy() : share())}>
                      {content}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {/* always in the page, so its later text is announced; a new key per copy says it again */}
          <p className={classes.confirmation} role="status" data-refer-status="">
            {copied.kind === 'copied' && (
              <span key={copied.count}>
                <Icon name="check" fontSize="small" /> {link ? words.copiedMessage : words.codeCopiedMessage}
              </span>
            )}
          </p>
        </div>
      )}
    </section>
  );
}
