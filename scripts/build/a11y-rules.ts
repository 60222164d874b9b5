/** The axe rule sets every page is checked against (DESIGN.md, quality bars). */
export const AXE_RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;
