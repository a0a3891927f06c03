// The site's stylesheet, in cascade order (decision 020). Components import no CSS of their own: a
// stylesheet imported by an island's code would be fetched, and waited for, when the island wakes.
// Every page links this one set, combined into one file by the build (scripts/pipeline/pageStylesheets.ts),
// cached from the first page a visitor opens for every other.
import './global.css'
import './products.css'
import 'keen-slider/keen-slider.min.css'
import './facets/facets.css'
import './calculators.css'
import './landing.css'
import './guides.css'
import './contact.css'
import './fields/fields.css'
