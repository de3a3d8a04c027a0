// Placeholder: filled in by the page's author.
export const inventoryRoutes = []
