// https://vike.dev/route
export default '/thank-you-promo'
