// The headless adapters live here.
public import BindKit
