import { pathFromRoot } from '../../../domain/catalogue/category-tree';
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
  const byId = new Map<string, { node: CategoryTreeNode; parentId: string | null }>();
  const index = (list: CategoryTreeNode[], parentId: string | null) =>
    list.forEach((node) => {
      byId.set(node.id, { node, parentId });
      index(node.children, node.id);
    });
  index(nodes, null);
  return pathFromRoot(id, (c) => byId.get(c)?.parentId).map((c) => byId.get(c)!.node);
}
