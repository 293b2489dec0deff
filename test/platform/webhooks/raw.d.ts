// Vite's ?raw imports (file text as a string), used to check that docs print tested code.
declare module "*?raw" {
	const text: string;
	export default text;
}
