import './no-eval';
import r2wc from '@r2wc/react-to-web-component';
import { getStorefrontBase, merchantProblem, type StorefrontPartFactories } from '@skatekit/core';
import { ConfigProblem } from '@skatekit/react/provider';
import { DEVELOPMENT } from './development';
import { type ComponentType, createElement, Fragment, useEffect, useSyncExternalStore } from 'react';
import { CONFIG_ATTRIBUTES, onConfigChange, resolveConfig, type SkateElementConfig } from './config';
import { missingConfigProblem } from './config-problem';
import { ElementBase } from './dom';
import { ElementShell } from './ElementShell';
import { adoptStyles, shadowCss } from './styles';

/** Attribute value types the elements use (r2wc's names): kebab-case attribute, camelCase property. */
export type AttributeType = 'string' | 'number';

/** What makes one tag: its React view, its own attributes, and its CSS. */
export interface SkateElementDefinition<P extends object> {
  /**
   * The React tree inside the element (rendered within the element's `<SkateProvider>`). Its
   * `::part()` names are the `part` attributes in its markup (the @skatekit/react components write
   * theirs: `root`, `page`, `card`, `button`, ...).
   */
  view: ComponentType<P>;
  /** The element's own properties (besides the config ones) and how their attributes parse. */
  props: { [K in keyof P]-?: AttributeType };
  /**
   * The component sheets of @skatekit/react its views use (`catalogueCss`, ...), after the shared
   * host rules and tokens; a tag adopts these and nothing else.
   */
  styles?: readonly string[];
  /** CSS for this tag only, after its sheets (e.g. `:host { display: inline-block }`). */
  css?: string;
  /** Whether its views show notices, so the page needs its one `<skate-toasts>` (default true). */
  toasts?: boolean;
  /**
   * The storefront parts its views read besides the cart and session: core's `STOREFRONT_PARTS` for
   * most tags, `{}` for the cart button, so its chunk carries no other store's code.
   */
  stores: StorefrontPartFactories;
}

/** The config properties every element has (twins of `api-base`, `merchant-code`, `base-url`, `enquiry-base-url`). */
export type SkateConfigProperties = { -readonly [K in keyof SkateElementConfig]?: string };

/** An element instance: an HTMLElement with the config properties and its own ones. */
export type SkateElementInstance<P extends object> = HTMLElement & SkateConfigProperties & Partial<P>;

/** The class a definition produces. */
export interface SkateElementConstructor<P extends object> {
  new (): SkateElementInstance<P>;
  readonly prototype: SkateElementInstance<P>;
  readonly observedAttributes: string[];
}

// r2wc keeps its state under these registered symbols; they are how a subclass re-renders and
// clears a prop (r2wc ignores removed attributes).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  container: HTMLElement;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, previous: string | null, value: string | null): void;
}

const CONFIG_PROPS = Object.fromEntries(
  Object.keys(CONFIG_ATTRIBUTES).map((key) => [key, 'string']),
) as Record<keyof SkateElementConfig, AttributeType>;

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const hostOf = (container: Element | undefined): HTMLElement => {
  const root = container?.getRootNode();
  if (!(root instanceof ShadowRoot))
    throw new Error('A SkateKit element renders inside its own shadow root.');
  return root.host as HTMLElement;
};

const configOf = (props: Record<string, unknown>): Partial<SkateElementConfig> => {
  const own: Partial<SkateElementConfig> = {};
  for (const key of Object.keys(CONFIG_ATTRIBUTES) as Array<keyof SkateElementConfig>) {
    if (typeof props[key] === 'string') own[key] = props[key];
  }
  return own;
};

const noSubscription = () => () => {};

// One console message per problem and page, however many elements share it.
const reportedProblems = new Set<string>();

/**
 * Beside every element's tree: the configuration problem (no api-base or merchant-code, or an API
 * that does not know the merchant) as a visible notice in development, and the unknown merchant in
 * the console (the missing settings are logged by ElementShell). The same texts as `<SkateProvider>`.
 */
function ConfigNotice({
  host,
  own,
  stores,
}: {
  host: HTMLElement;
  own: Partial<SkateElementConfig>;
  stores: StorefrontPartFactories;
}) {
  const config = resolveConfig(host, own);
  const storefront = config
    ? getStorefrontBase({
        apiBase: config.apiBase,
        merchantCode: config.merchantCode,
        enquiryBaseUrl: config.enquiryBaseUrl,
      }).provide(stores)
    : undefined;
  // A tag whose views read no settings (the cart button) does not carry their code: it learns of an
  // unknown merchant when another element on the page loads them.
  const settings = storefront?.provides('settings') ? storefront.settings : undefined;
  const metaError = useSyncExternalStore(
    settings?.subscribe ?? noSubscription,
    () => settings?.getState().metaError,
    () => undefined,
  );
  // Which of the two is missing: each probed with the other one filled in.
  const problem = config ? merchantProblem(metaError, config) : missingConfigProblem(host, own);
  // In development every element checks that the API knows the merchant (the settings carry the
  // answer); in production only the views that show settings load them.
  useEffect(() => {
    if (settings && DEVELOPMENT) void settings.getState().loadSettings();
  }, [settings]);
  useEffect(() => {
    if (!config || !problem || reportedProblems.has(problem)) return;
    reportedProblems.add(problem);
    console.error(problem);
  }, [config, problem]);
  return problem && DEVELOPMENT ? createElement(ConfigProblem, { message: problem }) : null;
}

/**
 * Builds a custom element class around a React view with r2wc: attributes and their property twins,
 * an open shadow root holding the shared styles, config from the page, events
 * from the element. Registration is separate (`defineElement`).
 */
export function createSkateElement<P extends object>(
  definition: SkateElementDefinition<P>,
): SkateElementConstructor<P> {
  const ownProps = Object.keys(definition.props);
  const propTypes = { ...CONFIG_PROPS, ...definition.props } as Record<string, AttributeType>;
  const propOfAttribute = new Map(Object.keys(propTypes).map((prop) => [kebab(prop), prop]));
  const sheets = definition.css ? [...(definition.styles ?? []), definition.css] : (definition.styles ?? []);
  const styles = shadowCss(sheets);
  const toasts = definition.toasts ?? true;

  // biome-ignore lint/correctness/noComponentHookFactories: made once per tag when its class is built, never during a render.
  function Rendered(props: Record<string, unknown> & { container?: HTMLElement }) {
    const host = hostOf(props.container);
    const viewProps = Object.fromEntries(ownProps.map((key) => [key, props[key]])) as P;
    const own = configOf(props);
    return createElement(
      Fragment,
      null,
      createElement(ConfigNotice, { host, own, stores: definition.stores }),
      createElement(
        ElementShell,
        { host, own, toasts, stores: definition.stores },
        createElement(definition.view, viewProps),
      ),
    );
  }

  // On a server there is no HTMLElement for r2wc to extend: the class stands on a plain base and is never defined.
  const Base = (typeof HTMLElement === 'undefined'
    ? ElementBase
    : r2wc(Rendered, { props: propTypes })) as unknown as new () => HTMLElement & R2wcInternals;

  class SkateElement extends Base {
    #stopConfig?: () => void;

    constructor() {
      super();
      // r2wc would render straight into the shadow root; React owns its container's children, so it
      // gets a mount node of its own and the styles stay beside it.
      const root = this.attachShadow({ mode: 'open' });
      adoptStyles(root, styles);
      const mount = this.ownerDocument.createElement('div');
      mount.className = 'skate-element-mount';
      root.append(mount);
      this.container = mount;
      this[R2WC_PROPS].container = mount;
    }

    override connectedCallback(): void {
      this.#takeEarlyProperties();
      this.#stopConfig ??= onConfigChange(() => this.#refresh());
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // Moving an element (disconnect + connect in one task) keeps its React tree and state; only
      // an element still out of the document after the task is unmounted.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#stopConfig?.();
        this.#stopConfig = undefined;
        super.disconnectedCallback();
      });
    }

    override attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      const prop = propOfAttribute.get(name);
      if (prop && value === null) {
        delete this[R2WC_PROPS][prop];
        this.#refresh();
        return;
      }
      super.attributeChangedCallback(name, previous, value);
    }

    #refresh(): void {
      this[R2WC_RENDER]();
    }

    /** Properties a page set before the tag was defined are own fields shadowing the accessors. */
    #takeEarlyProperties(): void {
      for (const prop of Object.keys(propTypes)) {
        if (!Object.hasOwn(this, prop)) continue;
        const value = (this as unknown as Record<string, unknown>)[prop];
        delete (this as unknown as Record<string, unknown>)[prop];
        (this as unknown as Record<string, unknown>)[prop] = value;
      }
    }
  }

  return SkateElement as unknown as SkateElementConstructor<P>;
}

export { defineElement, pageRegistry } from './element-registry';
