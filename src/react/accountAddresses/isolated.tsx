import { Fragment, type ReactNode } from 'react';

/**
 * A message template with its `{name}` placeholders filled in, each value in a <bdi>: "100 Deansgate" keeps its own
 * order inside an Arabic sentence. An unknown placeholder stays as written (as fillTemplate).
 */
export function isolated(template: string, values: Readonly<Record<string, string>>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && values[name] !== undefined ? <bdi key={index}>{values[name]}</bdi> : <Fragment key={index}>{part}</Fragment>;
  });
}
