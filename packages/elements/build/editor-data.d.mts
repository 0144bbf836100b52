// Types of build/editor-data.mjs (plain Node, run by the package's build) for its test.
export interface ManifestAttribute {
  name: string;
  description: string;
  type: string;
}
export interface ManifestTag {
  name: string;
  description: string;
  attributes: ManifestAttribute[];
  events: { name: string; description: string }[];
}
export interface VscodeCustomData {
  version: number;
  tags: { name: string; description: string; attributes: { name: string; values?: { name: string }[] }[] }[];
}
export interface WebTypes {
  name: string;
  version: string;
  contributions: {
    html: {
      elements: {
        name: string;
        attributes: { name: string; values?: { name: string }[] }[];
        events: { name: string }[];
      }[];
    };
  };
}
type Manifest = import('custom-elements-manifest').Package;
export function analyzeManifest(): Promise<Manifest>;
export function manifestSchemaErrors(manifest: Manifest): string[];
export function manifestTags(manifest: Manifest): ManifestTag[];
export function literalValues(type: string): string[] | null;
export function vscodeCustomData(manifest: Manifest): VscodeCustomData;
export function webTypes(manifest: Manifest, pkg: { name: string; version: string }): WebTypes;
export function jsxAttributesSource(manifest: Manifest): string;
