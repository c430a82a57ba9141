import { invalidParameter, parameterMissing } from './errors';
import type { Metadata } from './types';

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Params = { [key: string]: FormValue };

/**
 * Stripe's form encoding: `line_items[0][price]=…`, `metadata[user_id]=…`, `expand[]=…` (the
 * SDK writes `expand[0]=…`). Keys become nested objects; objects whose keys are all indices
 * become arrays in index order.
 */
export function parseForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) assign(root, splitKey(key), value);
  return normalize(root) as Params;
}

function splitKey(key: string): string[] {
  const head = key.match(/^[^[]*/)![0];
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!);
  return [head, ...rest];
}

function assign(target: Params, path: string[], value: string): void {
  let node = target;
  path.forEach((segment, index) => {
    // `[]` appends: give it the next free index so normalize() keeps the order.
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Params;
  });
}

function normalize(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, normalize(value[key]!)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

export function optionalString(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParameter(name, `Invalid string: ${name} must be a string.`);
  return value;
}

export function requiredString(params: Params, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined || value === '') throw parameterMissing(name);
  return value;
}

export function optionalBoolean(params: Params, name: string): boolean | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidParameter(name, `Invalid boolean: ${value}`);
  return value === 'true';
}

export function optionalInteger(params: Params, name: string, min = 0): number | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) throw invalidParameter(name, `Invalid integer: ${value}`);
  return Number(value);
}

export function optionalObject(params: Params, name: string): Params | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter(name, `Invalid object: ${name}`);
  return value;
}

export function stringList(params: Params, name: string): string[] {
  const value = params[name];
  if (value === undefined || value === '') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  throw invalidParameter(name, `Invalid array: ${name} must be a list of strings.`);
}

/**
 * Stripe's metadata update rules: keys merge into what is there, an empty value removes its
 * key, and `metadata=` (empty) clears everything.
 */
export function applyMetadata(current: Metadata, params: Params, name = 'metadata'): Metadata {
  const value = params[name];
  if (value === undefined) return current;
  if (value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter(name, `Invalid object: ${name}`);
  const next = { ...current };
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw invalidParameter(`${name}[${key}]`, 'Metadata values must be strings.');
    if (key.length > 40) throw invalidParameter(`${name}[${key}]`, 'Metadata keys can be at most 40 characters.');
    if (item.length > 500) throw invalidParameter(`${name}[${key}]`, 'Metadata values can be at most 500 characters.');
    if (item === '') delete next[key];
    else next[key] = item;
  }
  return next;
}
