// Route static data: the breadcrumb each route contributes. The shell joins
// them into the trail and the document title.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    crumb?: string | ((params: Record<string, string>) => string | { label: string; to: string }[])
  }
}

export {}
