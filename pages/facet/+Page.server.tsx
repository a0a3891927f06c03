// https://vike.dev/Page
// A facet page is its vertical's list page narrowed to one provider or feature (verticalData.ts).
export { default } from '../vertical/+Page.server'
