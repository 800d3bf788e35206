/** One place where the fake's analysis found AI usage (`aiInventory` namespace). */
export interface FakeAiReference {
  /** Repository name (its organization is the key of the list). */
  repository: string;
  /** Kind of inventory item, e.g. `Dependency`, `Import` or `ApiCall`. */
  itemType: string;
  /** AI provider, e.g. `OpenAI`. */
  aiProvider: string;
  /** Category group, e.g. `LLM`. */
  categoryGroup: string;
  /** Category within the group, e.g. `Chat completion`. */
  category: string;
  /** What gave the usage away: a package, an import or an endpoint. */
  marker: string;
  /** File path within the repository. */
  path: string;
  /** Lines of the file, e.g. `12-18`. */
  region: string;
  /** Segment ids of the repository. */
  segments: number[];
}

/** The AI usage the fake's analysis found, per organization (keyed by `provider/organization`); repositories no longer in the state are left out of every answer. */
export type FakeAiInventoryState = Map<string, FakeAiReference[]>;

/**
 * The AI usage the fake starts with, in `gh/acme`: `web` calls OpenAI chat completions (twice) and Anthropic,
 * `api` computes OpenAI embeddings and loads a Hugging Face model.
 */
export function seedAiInventory(): FakeAiInventoryState {
  // repository, itemType, aiProvider, categoryGroup, category, marker, path, region, segment
  const rows = [
    ['web', 'Dependency', 'OpenAI', 'LLM', 'Chat completion', 'openai', 'package.json', '14-14', 1],
    ['web', 'ApiCall', 'OpenAI', 'LLM', 'Chat completion', 'openai.chat.completions.create', 'src/assistant/chat.ts', '22-31', 1],
    ['web', 'ApiCall', 'OpenAI', 'LLM', 'Chat completion', 'openai.chat.completions.create', 'src/assistant/summary.ts', '8-15', 1],
    ['web', 'Import', 'Anthropic', 'LLM', 'Chat completion', '@anthropic-ai/sdk', 'src/assistant/review.ts', '1-1', 1],
    ['api', 'ApiCall', 'OpenAI', 'Embeddings', 'Text embedding', 'openai.embeddings.create', 'search/index.py', '40-52', 2],
    ['api', 'Import', 'Hugging Face', 'ML frameworks', 'Model loading', 'transformers', 'search/rerank.py', '3-3', 2],
  ] as const;
  const refs = rows.map(([repository, itemType, aiProvider, categoryGroup, category, marker, path, region, segment]): FakeAiReference => {
    return { repository, itemType, aiProvider, categoryGroup, category, marker, path, region, segments: [segment] };
  });
  return new Map([['gh/acme', refs]]);
}
