import type { Pattern } from '../responses/patterns.js';
import { CATALOG_TOOLS } from './tools-state.js';

/** Feedback someone gave on a pattern's enriched description. */
export interface FakePatternFeedback {
  /** Organization key (`provider/organization`) the feedback was given for. */
  organization: string;
  /** Tool uuid. */
  toolUuid: string;
  /** Pattern id. */
  patternId: string;
  /** Whether the description helped. */
  reactionFeedback: boolean;
  /** Why not, in words. */
  feedback?: string | undefined;
}

/** The patterns of the catalogue's tools (`patterns` namespace), and the feedback received on them. */
export interface FakePatternsState {
  /** Patterns by tool uuid, in catalogue order. */
  patterns: Map<string, Pattern[]>;
  /** Feedback on patterns, oldest first. */
  feedback: FakePatternFeedback[];
}

/** The parameters of a pattern. */
type Parameters = Pattern['parameters'];

/** A pattern of the catalogue: what it checks, how grave, whether it is on by default, where it applies, and its parameters. */
function pattern(id: string, title: string, category: string, level: string, enabled: boolean, languages: string[], tags: string[], parameters: Parameters = []) {
  const found: Pattern = { id, title, category, level, severityLevel: level, enabled, languages, tags, parameters };
  return found;
}

/** The patterns the fake starts with: four of ESLint, three of Pylint and three of Semgrep. */
export function seedPatterns(): FakePatternsState {
  const js = ['JavaScript', 'TypeScript'];
  const eslint = [
    pattern('ESLint_no-eval', 'Disallow the use of eval()', 'Security', 'Error', true, js, ['security', 'injection']),
    pattern('ESLint_no-unused-vars', 'Disallow unused variables', 'UnusedCode', 'Warning', true, js, ['cleanup'], [
      { name: 'args', description: 'Which function arguments to check', default: 'after-used' },
    ]),
    pattern('ESLint_eqeqeq', 'Require === and !==', 'ErrorProne', 'High', false, js, ['correctness']),
    pattern('ESLint_max-depth', 'Enforce a maximum depth that blocks can be nested', 'Complexity', 'Info', false, js, ['readability'], [
      { name: 'max', description: 'Deepest nesting allowed', default: '4' },
    ]),
  ];
  const pylint = [
    pattern('PyLintPython3_W0611', 'Unused import', 'UnusedCode', 'Warning', true, ['Python'], ['cleanup']),
    pattern('PyLintPython3_E1101', 'Access to a nonexistent member', 'ErrorProne', 'Error', true, ['Python'], ['correctness']),
    pattern('PyLintPython3_C0301', 'Line too long', 'CodeStyle', 'Info', false, ['Python'], ['style'], [
      { name: 'max-line-length', description: 'Longest line allowed', default: '100' },
    ]),
  ];
  const semgrep = [
    pattern('Semgrep_javascript.express.security.audit.xss', 'Possible cross-site scripting', 'Security', 'Error', true, js, ['security', 'xss']),
    pattern('Semgrep_python.lang.security.audit.subprocess-shell-true', 'Subprocess with shell=True', 'Security', 'High', true, ['Python'], [
      'security',
      'injection',
    ]),
    pattern('Semgrep_go.lang.best-practice.defer-close', 'Close resources with defer', 'BestPractice', 'Info', false, ['Go'], ['resources']),
  ];
  return {
    patterns: new Map([
      [CATALOG_TOOLS.eslint, eslint],
      [CATALOG_TOOLS.pylint, pylint],
      [CATALOG_TOOLS.semgrep, semgrep],
    ]),
    feedback: [],
  };
}
