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

/** A pattern of the catalogue with the fields every pattern has. */
function pattern(fields: Partial<Pattern> & Pick<Pattern, 'id' | 'category' | 'severityLevel' | 'enabled'>): Pattern {
  return { ...fields, level: fields.severityLevel, parameters: fields.parameters ?? [] };
}

/** The patterns the fake starts with: four of ESLint, three of Pylint and three of Semgrep. */
export function seedPatterns(): FakePatternsState {
  const eslint: Pattern[] = [
    pattern({
      id: 'ESLint_no-eval',
      title: 'Disallow the use of eval()',
      category: 'Security',
      subCategory: 'InsecureModulesLibraries',
      severityLevel: 'Error',
      description: 'Disallow the use of eval()',
      explanation: '`eval()` runs a string as code, which opens the program to injection.',
      enabled: true,
      languages: ['JavaScript', 'TypeScript'],
      timeToFix: 15,
      rationale: 'Code built from strings can be controlled by an attacker.',
      solution: 'Parse data with JSON.parse, or call the function directly.',
      goodExamples: ['const config = JSON.parse(text);'],
      badExamples: ['const config = eval("(" + text + ")");'],
      tags: ['security', 'injection'],
    }),
    pattern({
      id: 'ESLint_no-unused-vars',
      title: 'Disallow unused variables',
      category: 'UnusedCode',
      severityLevel: 'Warning',
      description: 'Disallow unused variables',
      enabled: true,
      languages: ['JavaScript', 'TypeScript'],
      timeToFix: 5,
      parameters: [{ name: 'args', description: 'Which function arguments to check', default: 'after-used' }],
      tags: ['cleanup'],
    }),
    pattern({
      id: 'ESLint_eqeqeq',
      title: 'Require === and !==',
      category: 'ErrorProne',
      severityLevel: 'High',
      description: 'Require the use of === and !==',
      enabled: false,
      languages: ['JavaScript', 'TypeScript'],
      timeToFix: 5,
      tags: ['correctness'],
    }),
    pattern({
      id: 'ESLint_max-depth',
      title: 'Enforce a maximum depth that blocks can be nested',
      category: 'Complexity',
      severityLevel: 'Info',
      description: 'Enforce a maximum depth that blocks can be nested',
      enabled: false,
      languages: ['JavaScript', 'TypeScript'],
      timeToFix: 20,
      parameters: [{ name: 'max', description: 'Deepest nesting allowed', default: '4' }],
      tags: ['readability'],
    }),
  ];
  const pylint: Pattern[] = [
    pattern({ id: 'PyLintPython3_W0611', title: 'Unused import', category: 'UnusedCode', severityLevel: 'Warning', description: 'Unused import', enabled: true, languages: ['Python'], timeToFix: 5, tags: ['cleanup'] }),
    pattern({ id: 'PyLintPython3_E1101', title: 'Access to a nonexistent member', category: 'ErrorProne', severityLevel: 'Error', description: 'Used when a variable is accessed for a nonexistent member', enabled: true, languages: ['Python'], timeToFix: 10, tags: ['correctness'] }),
    pattern({ id: 'PyLintPython3_C0301', title: 'Line too long', category: 'CodeStyle', severityLevel: 'Info', description: 'Line too long', enabled: false, languages: ['Python'], timeToFix: 2, parameters: [{ name: 'max-line-length', description: 'Longest line allowed', default: '100' }], tags: ['style'] }),
  ];
  const semgrep: Pattern[] = [
    pattern({ id: 'Semgrep_javascript.express.security.audit.xss', title: 'Possible cross-site scripting', category: 'Security', subCategory: 'XSS', severityLevel: 'Error', description: 'User input flows into an HTML response', enabled: true, languages: ['JavaScript', 'TypeScript'], timeToFix: 30, tags: ['security', 'xss'] }),
    pattern({ id: 'Semgrep_python.lang.security.audit.subprocess-shell-true', title: 'Subprocess with shell=True', category: 'Security', subCategory: 'CommandInjection', severityLevel: 'High', description: 'Running a shell with user input allows command injection', enabled: true, languages: ['Python'], timeToFix: 20, tags: ['security', 'injection'] }),
    pattern({ id: 'Semgrep_go.lang.best-practice.defer-close', title: 'Close resources with defer', category: 'BestPractice', severityLevel: 'Info', description: 'Close the file with defer right after opening it', enabled: false, languages: ['Go'], timeToFix: 5, tags: ['resources'] }),
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
