import { useCallback, useEffect, useRef, useState } from 'react';
import { pageConfig } from '../../core/stores/pageConfig';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import { fetchDataRequests, requestDataCopy, type DataRequest, type DataRequestFormat } from '../../core/services/dataRequests';
import { currentRequest, dataRequestFailureKey, dataRequestFormat, effectiveStatus, withNewRequest } from '../../core/account/dataRequest';
import { asVisitor } from '../../core/visitor/consumerCalls';
import { fillTemplate } from '../../core/text/template';
import { useAccountData, type ReloadResult } from '../account/useAccountData';
import type { DataRequestWords } from './words';
import { usePageConfig } from '../runtime/context';

/** The one live message: an alert (something failed) or a status (something happened), never both. */
export type LiveMessage = { kind: 'alert' | 'status'; text: string } | undefined;

/**
 * The visitor's data requests (useAccountData's rule: a failed check keeps them on screen with one alert), and the
 * two actions: `request` (a new copy; a 409 says one is already in progress and reloads to show it) and `check`
 * (reload; the status or "ready" is said; resolves the reload's answer). One action at a time: a second activation
 * before the first is answered does nothing. A failed call logs one error naming the element.
 */
export function useDataRequests(props: { muleSoftConfig?: MuleSoftConfig; format?: DataRequestFormat }, words: DataRequestWords, statusName: (request: DataRequest) => string, tag: string) {
  const page = usePageConfig();
  const muleSoftConfig = props.muleSoftConfig ?? page.muleSoftConfig;
  const load = useCallback(
    async (signal: AbortSignal) => {
      const result = await asVisitor({ muleSoftConfig, signal }, (identity, options) => fetchDataRequests(muleSoftConfig, identity, options));
      if (result.ok) return result.value;
      if (result.reason !== 'aborted' && result.reason !== 'session-expired') console.error(`<${tag}>: the data requests could not be loaded (${result.reason}).`);
      throw new Error(result.reason);
    },
    [muleSoftConfig, tag],
  );
  const data = useAccountData<DataRequest[]>(load, `${muleSoftConfig?.url ?? ''}|${muleSoftConfig?.clientId ?? ''}`);
  const [message, setMessage] = useState<LiveMessage>();
  const [busy, setBusy] = useState<'request' | 'check' | 'retry' | undefined>();
  /** set at once (state is not, before the next render): two clicks in one task send once */
  const sending = useRef(false);
  const { format, invalid: invalidFormat } = dataRequestFormat(props.format);
  useEffect(() => {
    if (invalidFormat) console.error(`<${tag}>: format ${JSON.stringify(props.format)} is not one of json, pdf: the service's default is asked for.`);
  }, [invalidFormat, props.format, tag]);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const latest = useRef(data.data);
  latest.current = data.data;
  const { reload, setData } = data;
  /** a check waiting for its answer on screen: the data it started from */
  const announce = useRef<{ from: DataRequest[] | undefined } | undefined>(undefined);
  useEffect(() => {
    const request = currentRequest(data.data);
    if (!announce.current || announce.current.from === data.data || !request) return;
    announce.current = undefined;
    const ready = effectiveStatus(request, Date.now()) === 'ready';
    setMessage({ kind: 'status', text: ready ? words.readyMessage : fillTemplate(words.statusMessage, { status: statusName(request) }) });
  }, [data.data, words, statusName]);

  const check = useCallback(
    async (kind: 'check' | 'retry' = 'check'): Promise<ReloadResult | undefined> => {
      if (sending.current) return undefined;
      sending.current = true;
      setBusy(kind);
      setMessage(undefined); // emptied, then set again: a second failure is announced again
      announce.current = kind === 'check' ? { from: latest.current } : undefined;
      const result = await reload();
      sending.current = false;
      if (!live.current || result === 'aborted') return result;
      setBusy(undefined);
      if (result === 'failed') {
        announce.current = undefined;
        setMessage({ kind: 'alert', text: kind === 'check' ? words.checkErrorMessage : words.loadErrorMessage });
      }
      return result;
    },
    [reload, words],
  );

  const request = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy('request');
    setMessage(undefined);
    const result = await asVisitor({ muleSoftConfig }, (identity, options) => requestDataCopy(muleSoftConfig, identity, format ? { format } : {}, options));
    sending.current = false;
    if (!live.current) return;
    setBusy(undefined);
    if (result.ok) {
      setData(withNewRequest(latest.current, result.value));
      setMessage({ kind: 'status', text: words.requestedMessage });
      return;
    }
    const key = dataRequestFailureKey(result.reason);
    if (key === 'requestErrorMessage') console.error(`<${tag}>: the data request could not be sent (${result.reason}).`);
    setMessage({ kind: 'alert', text: words[key] });
    // another tab or device asked already: show that request
    if (key === 'inProgressMessage') void reload();
  }, [muleSoftConfig, format, setData, reload, words, tag]);

  return { data, message, busy, check, request };
}
