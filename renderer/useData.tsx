import { createContext, useContext, type ReactNode } from 'react'

const DataContext = createContext<unknown>(undefined)

/** Makes a page's +data.ts result available to its components while it is prerendered. */
export function DataProvider({ data, children }: { data: unknown; children: ReactNode }) {
  return <DataContext.Provider value={data}>{children}</DataContext.Provider>
}

/** The page's +data.ts result (https://vike.dev/useData, for our custom renderer). */
export function useData<T>(): T {
  return useContext(DataContext) as T
}
