import type { CategoryTreeNode } from '../../../projections/catalogue/categories';

/** The node with this id anywhere in the tree. */
export function findNode(nodes: CategoryTreeNode[], id: string): CategoryTreeNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return null;
}

/** Root-first chain of nodes down to the one with this id (empty when absent). */
export function chainTo(nodes: CategoryTreeNode[], id: string): CategoryTreeNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = chainTo(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}
