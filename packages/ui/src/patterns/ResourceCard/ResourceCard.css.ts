// ResourceCard is composed entirely from Card and Button styles; this file keeps the folder's shape and is where
// resource-specific styles go.
export {};
