import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Registry, collectDefaultMetrics } from 'prom-client';
import {
  BASE_DIR,
  MONITORING_DIR,
  PRODUCTION_DIR,
  SECRET_NAME,
  baseManifests,
  render,
  mainContainersOf,
  ofKind,
  parseFile,
  platformSources,
  readKustomization,
  renderedManifests,
  roleOf,
  secretKeyOf,
  serviceOf,
  show,
  where,
  type Located,
  type Manifest,
  type Workload,
} from './support/manifests';

// k8s/monitoring (PodMonitor, PrometheusRule, Grafana dashboard) held against what it watches: the
// pods the base runs, the Secret they read the metrics token from, and the metrics the code
// registers. A renamed metric, label, port or Secret key fails here, not on a silent dashboard.
// Rendering needs kubectl (kustomize built in) or kustomize, as rendered.test.ts does.

type Metadata = { name: string; namespace?: string; labels?: Record<string, string> };
type Selector = {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
};
type Relabeling = {
  sourceLabels?: string[];
  separator?: string;
  regex?: string;
  targetLabel?: string;
  replacement?: string;
  action?: string;
};
type MetricsEndpoint = {
  port?: string;
  path?: string;
  scheme?: string;
  interval?: string;
  authorization?: { type?: string; credentials?: { name?: string; key?: string } };
  bearerTokenSecret?: unknown;
  relabelings?: Relabeling[];
};
type PodMonitor = Manifest & {
  metadata: Metadata;
  spec: {
    jobLabel?: string;
    selector?: Selector;
    namespaceSelector?: { any?: boolean; matchNames?: string[] };
    podMetricsEndpoints?: MetricsEndpoint[];
  };
};
type Rule = {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};
type PrometheusRule = Manifest & { metadata: Metadata; spec: { groups: { name: string; rules: Rule[] }[] } };
type Target = { refId?: string; expr?: string; datasource?: { type?: string; uid?: string } };
type Panel = {
  id?: number;
  type?: string;
  title?: string;
  datasource?: { type?: string; uid?: string };
  targets?: Target[];
  panels?: Panel[];
};
type Variable = { name: string; type: string; query?: string | { query?: string }; datasource?: { uid?: string } };
type Dashboard = { uid?: string; schemaVersion?: number; panels?: Panel[]; templating?: { list?: Variable[] } };
type Namespaced = Located<Manifest & { metadata: Metadata }>;

const DASHBOARD_FILE = join(MONITORING_DIR, 'grafana-dashboard.json');
const OPERATIONS_DOC = 'docs/operations.md';
const SEVERITIES = ['warning', 'critical'];
/** Labels Prometheus and the Prometheus Operator put on every target of a PodMonitor. */
const OPERATOR_TARGET_LABELS = ['job', 'instance', 'namespace', 'pod', 'container', 'endpoint'];
/** The shortest `for:` that keeps a scrape or two of noise from paging anyone. */
const MIN_FOR_SECONDS = 5 * 60;

const namespaceOf = (located: Located<Manifest>) => (located.manifest as { metadata?: Metadata }).metadata?.namespace;

// --- The metrics the code registers ----------------------------------------------------------

type MetricKind = 'counter' | 'gauge' | 'histogram' | 'summary';
type Registered = { kind: MetricKind; labels: string[]; from: string };

/** The object literal that starts at text[open] ('{'), strings skipped. */
function objectLiteralAt(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (char === "'" || char === '"' || char === '`') {
      for (index++; index < text.length && text[index] !== char; index++) if (text[index] === '\\') index++;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return text.slice(open, index + 1);
  }
  return text.slice(open);
}

/**
 * `new Counter|Gauge|Histogram|Summary({ name: '...', labelNames: [...] })` in libs/ and
 * services/, plus prom-client's default metrics where the code collects them, plus `up`.
 */
function registeredMetrics(): { metrics: Map<string, Registered>; problems: string[] } {
  const metrics = new Map<string, Registered>();
  const problems: string[] = [];
  let collectsDefaults = false;
  for (const { file, text } of platformSources()) {
    for (const match of text.matchAll(
      /new\s+(?:\w+\.)?(Counter|Gauge|Histogram|Summary)\s*(?:<[^>()]*>)?\s*\(\s*\{/g,
    )) {
      const body = objectLiteralAt(text, match.index + match[0].length - 1);
      const line = text.slice(0, match.index).split('\n').length;
      const name = /(?:^|[\s,{])name\s*:\s*(['"])([a-zA-Z_:][a-zA-Z0-9_:]*)\1/.exec(body)?.[2];
      if (!name) {
        problems.push(`${show(file)}:${line} registers a ${match[1]} whose name is no string literal`);
        continue;
      }
      const labelList = /labelNames\s*:\s*\[([^\]]*)\]/.exec(body)?.[1] ?? '';
      const labels = [...labelList.matchAll(/['"]([^'"]+)['"]/g)].map((label) => label[1]);
      const previous = metrics.get(name);
      if (previous) problems.push(`${show(file)}:${line} registers ${name} again (${previous.from})`);
      metrics.set(name, { kind: match[1].toLowerCase() as MetricKind, labels, from: `${show(file)}:${line}` });
    }
    for (const match of text.matchAll(/collectDefaultMetrics\s*\(([^)]*)\)/g)) {
      if (/\bprefix\b/.test(match[1])) problems.push(`${show(file)} gives the default metrics a prefix`);
      collectsDefaults = true;
    }
  }
  if (collectsDefaults) {
    // Asked of prom-client itself: the names its installed version registers on this platform.
    const defaults = new Registry();
    collectDefaultMetrics({ register: defaults });
    for (const metric of defaults.getMetricsAsArray() as unknown as {
      name: string;
      type: string;
      labelNames?: string[];
    }[]) {
      metrics.set(metric.name, {
        kind: metric.type as MetricKind,
        labels: metric.labelNames ?? [],
        from: 'prom-client collectDefaultMetrics',
      });
    }
  }
  metrics.set('up', { kind: 'gauge', labels: [], from: 'Prometheus (one per target)' });
  return { metrics, problems };
}

/** The exposition names of a registered metric name (a histogram's _bucket, _sum, _count...). */
function resolveSeries(metrics: Map<string, Registered>, name: string): { labels: string[] } | undefined {
  const direct = metrics.get(name);
  if (direct?.kind === 'counter' || direct?.kind === 'gauge') return { labels: direct.labels };
  if (direct?.kind === 'summary') return { labels: [...direct.labels, 'quantile'] };
  const suffixes: [string, string[], MetricKind[]][] = [
    ['_bucket', ['le'], ['histogram']],
    ['_sum', [], ['histogram', 'summary']],
    ['_count', [], ['histogram', 'summary']],
  ];
  for (const [suffix, extra, kinds] of suffixes) {
    const base = name.endsWith(suffix) ? metrics.get(name.slice(0, -suffix.length)) : undefined;
    if (base && kinds.includes(base.kind)) return { labels: [...base.labels, ...extra] };
  }
  return undefined;
}

// --- PromQL, as far as these checks need it ----------------------------------------------------

type Matcher = { label: string; op: string; value: string };
type VectorSelector = { name: string; matchers: Matcher[] };
type Query = { selectors: VectorSelector[]; groupings: string[]; problems: string[] };

const AGGREGATIONS = new Set(
  'sum min max avg group stddev stdvar count count_values bottomk topk quantile limitk limit_ratio'.split(' '),
);
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'inf', 'nan', 'atan2']);
const GROUPING = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right']);

/** The vector selectors (metric names and their matchers) and grouping labels of a PromQL query. */
function parsePromql(text: string): Query {
  const query: Query = { selectors: [], groupings: [], problems: [] };
  let index = 0;
  const rest = () => text.slice(index);
  const skipSpace = () => {
    while (index < text.length && /\s/.test(text[index])) index++;
  };
  const readString = (): string => {
    const quote = text[index++];
    let value = '';
    while (index < text.length && text[index] !== quote) {
      if (text[index] === '\\' && quote !== '`') index++;
      value += text[index++];
    }
    index++;
    return value;
  };
  const readMatchers = (): Matcher[] => {
    const matchers: Matcher[] = [];
    index++; // {
    for (;;) {
      skipSpace();
      if (index >= text.length || text[index] === '}') {
        index++;
        return matchers;
      }
      const label = /^[a-zA-Z_][a-zA-Z0-9_]*/.exec(rest())?.[0];
      index += label?.length ?? 0;
      skipSpace();
      const op = /^(=~|!~|!=|=)/.exec(rest())?.[0];
      index += op?.length ?? 0;
      skipSpace();
      if (!label || !op || !/['"`]/.test(text[index] ?? '')) {
        query.problems.push(`cannot read the label matchers at '${rest().slice(0, 30)}'`);
        index = text.indexOf('}', index) + 1 || text.length;
        return matchers;
      }
      matchers.push({ label, op, value: readString() });
      skipSpace();
      if (text[index] === ',') index++;
    }
  };
  while (index < text.length) {
    const char = text[index];
    if (char === '"' || char === "'" || char === '`') {
      readString();
      continue;
    }
    if (char === '[') {
      index = text.indexOf(']', index) + 1 || text.length; // a range or a subquery's duration
      continue;
    }
    if (char === '{') {
      query.problems.push('a selector without a metric name');
      readMatchers();
      continue;
    }
    if (char === '$') {
      index += /^\$\{?[a-zA-Z0-9_:]+\}?/.exec(rest())?.[0].length ?? 1; // a Grafana variable
      continue;
    }
    const number = /^(0x[0-9a-f]+|[0-9]*\.?[0-9]+(e[+-]?[0-9]+)?)/i.exec(rest());
    if (number) {
      index += number[0].length;
      continue;
    }
    const word = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(rest())?.[0];
    if (!word) {
      index++; // an operator, a parenthesis, a comma
      continue;
    }
    index += word.length;
    skipSpace();
    if (GROUPING.has(word)) {
      if (text[index] === '(') {
        const end = text.indexOf(')', index);
        query.groupings.push(
          ...text
            .slice(index + 1, end)
            .split(',')
            .map((label) => label.trim())
            .filter(Boolean),
        );
        index = end + 1;
      }
      continue;
    }
    if (word === 'offset') {
      index += /^-?[0-9a-z]+/i.exec(rest())?.[0].length ?? 0;
      continue;
    }
    if (AGGREGATIONS.has(word) || KEYWORDS.has(word) || text[index] === '(') continue; // a function
    query.selectors.push({ name: word, matchers: text[index] === '{' ? readMatchers() : [] });
  }
  return query;
}

/** Grafana's `label_values(<selector>, <label>)` (a variable's query): the selector and the label. */
function parseGrafanaQuery(text: string): Query {
  const labelValues = /^\s*label_values\(([\s\S]*),\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\)\s*$/.exec(text);
  if (!labelValues) return parsePromql(text);
  const query = parsePromql(labelValues[1]);
  return { ...query, groupings: [...query.groupings, labelValues[2]] };
}

// --- Prometheus' relabeling, as the PodMonitor's rules use it -----------------------------------

/** Applies relabel rules to a target's labels; undefined when a rule drops the target. */
function relabel(labels: Record<string, string>, rules: Relabeling[]): Record<string, string> | undefined {
  const result = { ...labels };
  for (const rule of rules) {
    const action = (rule.action ?? 'replace').toLowerCase();
    const value = (rule.sourceLabels ?? []).map((label) => result[label] ?? '').join(rule.separator ?? ';');
    const match = new RegExp(`^(?:${rule.regex ?? '(.*)'})$`).exec(value); // RE2, anchored
    if (action === 'drop') {
      if (match) return undefined;
    } else if (action === 'keep') {
      if (!match) return undefined;
    } else if (action === 'replace') {
      if (!match || !rule.targetLabel) continue;
      const replaced = (rule.replacement ?? '$1').replace(
        /\$\{?(\d+)\}?/g,
        (_, group: string) => match[Number(group)] ?? '',
      );
      if (replaced === '') delete result[rule.targetLabel];
      else result[rule.targetLabel] = replaced;
    } else {
      throw new Error(`relabeling action ${action}: this test does not simulate it`);
    }
  }
  return result;
}

/** What Kubernetes service discovery tells Prometheus of one pod of `workload`, at one port. */
function discoveredPod(workload: Located<Workload>, namespace: string, phase: string, port: string) {
  const labels = workload.manifest.spec.template.metadata?.labels ?? {};
  return {
    __meta_kubernetes_namespace: namespace,
    __meta_kubernetes_pod_name: `${workload.manifest.metadata.name}-5d8c7b9f4-q2x7m`,
    __meta_kubernetes_pod_phase: phase,
    __meta_kubernetes_pod_container_name: workload.manifest.spec.template.spec.containers[0].name,
    __meta_kubernetes_pod_container_port_name: port,
    ...Object.fromEntries(
      Object.entries(labels).map(([label, value]) => [
        `__meta_kubernetes_pod_label_${label.replace(/[^a-zA-Z0-9_]/g, '_')}`,
        value,
      ]),
    ),
  };
}

function selects(selector: Selector | undefined, labels: Record<string, string>): boolean {
  const matchLabels = Object.entries(selector?.matchLabels ?? {});
  const expressions = selector?.matchExpressions ?? [];
  if (matchLabels.length === 0 && expressions.length === 0) return true; // {} selects every pod
  return (
    matchLabels.every(([label, value]) => labels[label] === value) &&
    expressions.every(({ key, operator, values = [] }) => {
      if (operator === 'In') return values.includes(labels[key]);
      if (operator === 'NotIn') return !values.includes(labels[key]);
      if (operator === 'Exists') return key in labels;
      if (operator === 'DoesNotExist') return !(key in labels);
      throw new Error(`selector operator ${operator}`);
    })
  );
}

const podLabelsOf = (workload: Located<Workload>) => workload.manifest.spec.template.metadata?.labels ?? {};

/** Seconds in a Prometheus duration (5m, 1h30m). */
function seconds(duration: string | undefined): number {
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400, w: 604800, y: 31536000 };
  if (!duration || !/^(\d+(ms|s|m|h|d|w|y))+$/.test(duration)) return 0;
  return [...duration.matchAll(/(\d+)(ms|s|m|h|d|w|y)/g)].reduce(
    (sum, [, count, unit]) => sum + Number(count) * units[unit],
    0,
  );
}

/** GitHub's anchors of a Markdown file's headings. */
function anchorsOf(file: string): Set<string> {
  return new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) =>
        line
          .replace(/^#+ /, '')
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .replace(/\s/g, '-'),
      ),
  );
}

function flattenPanels(panels: Panel[] = []): Panel[] {
  return panels.flatMap((panel) => [panel, ...flattenPanels(panel.panels)]);
}

describe('k8s/monitoring: Prometheus Operator and Grafana objects', () => {
  const monitoring = renderedManifests(render, MONITORING_DIR) as Namespaced[];
  const base = renderedManifests(render, BASE_DIR);
  const production = renderedManifests(render, PRODUCTION_DIR);
  const baseNamespace = (parseFile(join(BASE_DIR, 'kustomization.yaml')).documents[0] as { namespace?: string })
    .namespace;

  const [podMonitor] = ofKind<PodMonitor>('PodMonitor', monitoring);
  const [rule] = ofKind<PrometheusRule>('PrometheusRule', monitoring);
  const endpoints = podMonitor?.manifest.spec.podMetricsEndpoints ?? [];
  const alerts = (rule?.manifest.spec.groups ?? []).flatMap((group) => group.rules).filter((entry) => entry.alert);
  const dashboard = JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as Dashboard;
  const panels = flattenPanels(dashboard.panels).filter((panel) => panel.type !== 'row');
  const variables = dashboard.templating?.list ?? [];
  const variableQuery = (variable: Variable) =>
    typeof variable.query === 'string' ? variable.query : (variable.query?.query ?? '');

  const registered = registeredMetrics();

  /** Every query an operator sees: alert expressions, dashboard panels and dashboard variables. */
  const queries: { label: string; query: Query }[] = [
    ...alerts.map((entry) => ({ label: `alert ${entry.alert}`, query: parsePromql(entry.expr) })),
    ...panels.flatMap((panel) =>
      (panel.targets ?? []).map((target) => ({
        label: `dashboard panel '${panel.title}' query ${target.refId}`,
        query: parsePromql(target.expr ?? ''),
      })),
    ),
    ...variables
      .filter((variable) => variable.type === 'query')
      .map((variable) => ({
        label: `dashboard variable ${variable.name}`,
        query: parseGrafanaQuery(variableQuery(variable)),
      })),
  ];

  /** The Deployments whose pods Prometheus scrapes, in a render of the base or an overlay. */
  const scraped = (manifests: Located<Manifest>[]) =>
    ofKind<Workload>('Deployment', manifests).filter((deployment) =>
      selects(podMonitor?.manifest.spec.selector, podLabelsOf(deployment)),
    );

  /** The job label of every series: the pods' jobLabel value, or <namespace>/<name> without one. */
  const jobLabel = podMonitor?.manifest.spec.jobLabel;
  const jobs = new Set(
    scraped(base).map((deployment) =>
      jobLabel
        ? podLabelsOf(deployment)[jobLabel]
        : `${podMonitor?.manifest.metadata.namespace}/${podMonitor?.manifest.metadata.name}`,
    ),
  );
  const [job] = jobs;

  /** The labels a series gets from its target: Prometheus', the operator's and the relabelings'. */
  const targetLabels = new Set([
    ...OPERATOR_TARGET_LABELS,
    ...endpoints.flatMap((endpoint) => (endpoint.relabelings ?? []).flatMap((entry) => entry.targetLabel ?? [])),
  ]);

  it('renders on its own, into the base namespace: a PodMonitor, a PrometheusRule, the dashboard ConfigMap', () => {
    const kustomization = readKustomization(MONITORING_DIR);
    expect((kustomization.resources ?? []).filter((entry) => entry.startsWith('..'))).toEqual([]);
    expect(monitoring.map(({ manifest }) => manifest.kind).sort()).toEqual([
      'ConfigMap',
      'PodMonitor',
      'PrometheusRule',
    ]);
    expect(baseNamespace).toBeTruthy();
    const problems = monitoring
      .filter((located) => namespaceOf(located) !== baseNamespace)
      .map((located) => `${where(located)} is in namespace ${namespaceOf(located)}, not the base's ${baseNamespace}`);
    expect(problems).toEqual([]);
  });

  it.each([
    ['base', base],
    ['production', production],
  ])('%s renders no Prometheus Operator object: it applies on a cluster without the CRDs', (_, manifests) => {
    const problems = manifests
      .filter(({ manifest }) => manifest.apiVersion?.startsWith('monitoring.coreos.com/'))
      .map(where);
    expect(problems).toEqual([]);
  });

  it.each([
    ['base', base],
    ['production', production],
  ])('%s: the PodMonitor scrapes the pods of every Deployment, on a port they declare', (_, manifests) => {
    const deployments = ofKind<Workload>('Deployment', manifests);
    const selected = scraped(manifests);
    const namespaces = podMonitor?.manifest.spec.namespaceSelector;
    const problems = [
      ...deployments
        .filter((deployment) => !selected.includes(deployment))
        .map((deployment) => `the PodMonitor's selector misses the pods of ${where(deployment)}`),
      ...selected.flatMap((deployment) => {
        const found: string[] = [];
        const namespace = namespaceOf(deployment);
        const reached = namespaces?.any
          ? true
          : namespaces?.matchNames
            ? namespaces.matchNames.includes(namespace ?? '')
            : namespace === podMonitor?.manifest.metadata.namespace;
        if (!reached) found.push(`the PodMonitor does not look in ${where(deployment)}'s namespace ${namespace}`);
        for (const endpoint of endpoints) {
          const declared = mainContainersOf(deployment).some(({ container }) =>
            (container.ports ?? []).some((port) => port.name === endpoint.port),
          );
          if (!declared) found.push(`${where(deployment)}'s pods declare no port ${endpoint.port} (PodMonitor)`);
        }
        return found;
      }),
    ];
    expect(deployments.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("scrapes no Job's pod (a migration is no server: it would be a target down)", () => {
    const problems = ofKind<Workload>('Job', base)
      .filter((workload) => selects(podMonitor?.manifest.spec.selector, podLabelsOf(workload)))
      .filter((workload) =>
        endpoints.some((endpoint) =>
          workload.manifest.spec.template.spec.containers.some((container) =>
            (container.ports ?? []).some((port) => port.name === endpoint.port),
          ),
        ),
      )
      .map((workload) => `the PodMonitor scrapes the pods of ${where(workload)}`);
    expect(problems).toEqual([]);
  });

  it('asks GET /api/metrics over http every 30 s', () => {
    expect(
      endpoints.map(({ port, path, scheme, interval }) => ({ port, path, scheme: scheme ?? 'http', interval })),
    ).toEqual([{ port: 'http', path: '/api/metrics', scheme: 'http', interval: '30s' }]);
  });

  it("presents as a bearer token the METRICS_TOKEN the pods compare, from the base Secret template's key", () => {
    const secret = baseManifests.find(
      ({ manifest }) => manifest.kind === 'Secret' && manifest.metadata?.name === SECRET_NAME,
    );
    const declaredKeys = Object.keys({ ...secret?.manifest.data, ...secret?.manifest.stringData });
    const problems = endpoints.flatMap((endpoint) => {
      const found: string[] = [];
      const { type, credentials } = endpoint.authorization ?? {};
      if (endpoint.bearerTokenSecret)
        found.push('the PodMonitor uses bearerTokenSecret (deprecated): use authorization');
      if ((type ?? 'Bearer') !== 'Bearer') found.push(`the PodMonitor's authorization type is ${type}, not Bearer`);
      if (credentials?.name !== SECRET_NAME) {
        found.push(`the PodMonitor reads its token from Secret ${credentials?.name}, not ${SECRET_NAME}`);
      }
      if (!credentials?.key || !declaredKeys.includes(credentials.key)) {
        found.push(
          `the PodMonitor reads key ${credentials?.key}, which the Secret template (k8s/base/secret.yaml) lacks`,
        );
      }
      // The pods compare the header with their METRICS_TOKEN: the same Secret key, or every scrape is a 401.
      for (const deployment of scraped(base)) {
        for (const { label, container } of mainContainersOf(deployment)) {
          const reference = secretKeyOf(container, 'METRICS_TOKEN');
          if (reference?.name !== credentials?.name || reference?.key !== credentials?.key) {
            found.push(
              `${label} reads METRICS_TOKEN from ${reference?.name ?? '(nothing)'} key ${reference?.key}, the PodMonitor sends ${credentials?.name} key ${credentials?.key}`,
            );
          }
        }
      }
      return found;
    });
    expect(endpoints.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("labels each pod's series with its pod, namespace, service and role, and skips pods in their schema wait", () => {
    const namespace = podMonitor?.manifest.metadata.namespace ?? '';
    const problems = scraped(base).flatMap((deployment) =>
      endpoints.flatMap((endpoint) => {
        const rules = endpoint.relabelings ?? [];
        const running = discoveredPod(deployment, namespace, 'Running', endpoint.port ?? '');
        const labels = relabel(running, rules);
        if (!labels) return [`the relabelings drop the running pods of ${where(deployment)}`];
        const expected = {
          pod: running.__meta_kubernetes_pod_name,
          namespace,
          service: serviceOf(deployment),
          role: roleOf(deployment),
        };
        const found = Object.entries(expected)
          .filter(([label, value]) => labels[label] !== value)
          .map(([label, value]) => `${where(deployment)}'s series get ${label}=${labels[label]}, expected ${value}`);
        // Pending: still in wait-for-schema (up to 15 min in a release), not serving /api/metrics yet.
        if (relabel(discoveredPod(deployment, namespace, 'Pending', endpoint.port ?? ''), rules)) {
          found.push(`a Pending pod of ${where(deployment)} is a target: it would be down until its schema wait ends`);
        }
        return found;
      }),
    );
    expect(jobs).toEqual(new Set([job]));
    expect(problems).toEqual([]);
  });

  it('every alert and dashboard query names only metrics the code registers (libs/, services/, prom-client)', () => {
    const { metrics, problems: registration } = registered;
    const problems = [
      ...registration,
      ...queries.flatMap(({ label, query }) => [
        ...query.problems.map((problem) => `${label}: ${problem}`),
        ...query.selectors
          .filter((selector) => !resolveSeries(metrics, selector.name))
          .map((selector) => `${label} reads ${selector.name}, which no code registers`),
      ]),
    ];
    expect(queries.every(({ query }) => query.selectors.length > 0)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('every label a query selects on or groups by is one its metrics or its target carry', () => {
    const { metrics } = registered;
    const problems = queries.flatMap(({ label, query }) => {
      const known = query.selectors.map((selector) => ({ selector, series: resolveSeries(metrics, selector.name) }));
      const anyLabel = new Set([...targetLabels, ...known.flatMap(({ series }) => series?.labels ?? [])]);
      return [
        ...known.flatMap(({ selector, series }) =>
          series
            ? selector.matchers
                .filter((matcher) => !targetLabels.has(matcher.label) && !series.labels.includes(matcher.label))
                .map((matcher) => `${label} selects ${selector.name}{${matcher.label}}, a label it does not have`)
            : [],
        ),
        ...query.groupings
          .filter((grouping) => !anyLabel.has(grouping))
          .map((grouping) => `${label} groups by ${grouping}, which none of its series carries`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("every alert and dashboard query selects the PodMonitor's job, and an alert watches its targets' up", () => {
    const problems = queries.flatMap(({ label, query }) => {
      const jobMatchers = query.selectors.flatMap((selector) =>
        selector.matchers.filter((matcher) => matcher.label === 'job'),
      );
      if (jobMatchers.length === 0) return [`${label} selects no job: it would read other applications' series`];
      return jobMatchers
        .filter(
          ({ op, value }) =>
            !(op === '=' ? value === job : op === '=~' ? new RegExp(`^(?:${value})$`).test(job ?? '') : false),
        )
        .map(({ op, value }) => `${label} selects job${op}"${value}", but the PodMonitor's series have job="${job}"`);
    });
    const watchesUp = alerts.some((entry) =>
      parsePromql(entry.expr).selectors.some(
        (selector) => selector.name === 'up' && selector.matchers.some((matcher) => matcher.label === 'job'),
      ),
    );
    expect(job).toBeTruthy();
    expect(watchesUp).toBe(true);
    expect(problems).toEqual([]);
  });

  it('every alert has a severity, a summary, a description, a steady for: and a runbook in docs/operations.md', () => {
    const anchors = anchorsOf(OPERATIONS_DOC);
    const names = alerts.map((entry) => entry.alert);
    const problems = [
      ...names.filter((name, index) => names.indexOf(name) !== index).map((name) => `alert ${name} is declared twice`),
      ...alerts.flatMap((entry) => {
        const found: string[] = [];
        const severity = entry.labels?.severity;
        if (!severity || !SEVERITIES.includes(severity)) {
          found.push(`alert ${entry.alert} has severity ${severity}, expected one of ${SEVERITIES.join(', ')}`);
        }
        for (const annotation of ['summary', 'description']) {
          if (!entry.annotations?.[annotation]?.trim()) found.push(`alert ${entry.alert} has no ${annotation}`);
        }
        if (seconds(entry.for) < MIN_FOR_SECONDS) {
          found.push(
            `alert ${entry.alert} fires after for: ${entry.for ?? '(none)'}, less than ${MIN_FOR_SECONDS / 60}m`,
          );
        }
        const runbook = /^docs\/operations\.md#(.+)$/.exec(entry.annotations?.runbook_url ?? '');
        if (!runbook || !anchors.has(runbook[1])) {
          found.push(
            `alert ${entry.alert} has runbook_url ${entry.annotations?.runbook_url}, no section of ${OPERATIONS_DOC}`,
          );
        }
        return found;
      }),
    ];
    expect(alerts.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('the dashboard: every panel has a title and a query on the ${datasource} variable, every variable exists', () => {
    const defined = new Set(variables.map((variable) => variable.name));
    const ids = panels.map((panel) => panel.id);
    const usesDatasource = (source?: { uid?: string }) => source?.uid === '${datasource}';
    const problems = [
      ...ids
        .filter((id, index) => id === undefined || ids.indexOf(id) !== index)
        .map((id) => `panel id ${id} is missing or repeated`),
      ...variables
        .filter((variable) => variable.type === 'query' && !usesDatasource(variable.datasource))
        .map((variable) => `dashboard variable ${variable.name} does not read the \${datasource} variable`),
      ...panels.flatMap((panel) => {
        const name = `dashboard panel '${panel.title ?? panel.id}'`;
        const found: string[] = [];
        if (!panel.title?.trim()) found.push(`${name} has no title`);
        const targets = (panel.targets ?? []).filter((target) => target.expr?.trim());
        if (targets.length === 0) found.push(`${name} has no query`);
        for (const target of targets) {
          // Both where set (Grafana asks the panel's source unless it is Mixed), and one at least.
          const sources = [panel.datasource, target.datasource].filter((source) => source !== undefined);
          if (sources.length === 0 || !sources.every(usesDatasource)) {
            found.push(`${name} query ${target.refId} does not read the \${datasource} variable`);
          }
          for (const [, variable] of (target.expr ?? '').matchAll(/\$\{?([a-zA-Z0-9_]+)/g)) {
            if (!variable.startsWith('__') && !defined.has(variable)) {
              found.push(`${name} query ${target.refId} uses $${variable}, which the dashboard does not define`);
            }
          }
        }
        return found;
      }),
    ];
    expect(variables.find((variable) => variable.name === 'datasource')).toMatchObject({
      type: 'datasource',
      query: 'prometheus',
    });
    expect(variables.find((variable) => variable.name === 'service')?.type).toBe('query');
    expect(dashboard.uid).toBeTruthy();
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(panels.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("the dashboard ConfigMap holds the file as it is, labelled for Grafana's sidecar, under a fixed name", () => {
    const configMaps = ofKind('ConfigMap', monitoring);
    const file = readFileSync(DASHBOARD_FILE, 'utf8');
    expect(configMaps.map(({ manifest }) => manifest.metadata?.labels?.grafana_dashboard)).toEqual(['1']);
    const [{ manifest }] = configMaps;
    expect(Object.values(manifest.data ?? {})).toEqual([file]);
    // A hashed name would leave the previous dashboard's ConfigMap behind at each change.
    const generators = readKustomization(MONITORING_DIR).configMapGenerator ?? [];
    expect(generators.map((generator) => generator.name)).toContain(manifest.metadata?.name);
    // kubectl apply keeps the whole object in an annotation, which may hold 256 KiB at most.
    expect(JSON.stringify(manifest).length).toBeLessThan(256 * 1024);
  });
});
