import BindKit
import BindKitViews

/// Binds twenty new single-property models to twenty new fields, one `bind` line each, then ends the twenty tokens,
/// `count` times; ns per batch. The same work as `bind-unbind.fresh` twenty times, but with twenty bindings alive at
/// once, as in `bind.form.20`: it tells the cost of binding in batches from the cost of one form model's twenty
/// properties.
func bindBatch20(_ count: Int) -> Double {
  let models = (0..<count).map { _ in (0..<20).map { _ in BenchModel() } }
  let fields = (0..<count).map { _ in (0..<20).map { _ in Field() } }
  let figure = timePerOperation(count) { bindPairs20(models, fields) }
  withExtendedLifetime((models, fields)) {}
  return figure
}

@inline(never)
func bindPairs20(_ models: [[BenchModel]], _ fields: [[Field]]) {
  var tokens: [BindingToken] = []
  tokens.reserveCapacity(20)
  for index in models.indices {
    let batch = models[index]
    let row = fields[index]
    tokens.append(batch[0].bind(key: \.text, toView: row[0], viewKey: \.text))
    tokens.append(batch[1].bind(key: \.text, toView: row[1], viewKey: \.text))
    tokens.append(batch[2].bind(key: \.text, toView: row[2], viewKey: \.text))
    tokens.append(batch[3].bind(key: \.text, toView: row[3], viewKey: \.text))
    tokens.append(batch[4].bind(key: \.text, toView: row[4], viewKey: \.text))
    tokens.append(batch[5].bind(key: \.text, toView: row[5], viewKey: \.text))
    tokens.append(batch[6].bind(key: \.text, toView: row[6], viewKey: \.text))
    tokens.append(batch[7].bind(key: \.text, toView: row[7], viewKey: \.text))
    tokens.append(batch[8].bind(key: \.text, toView: row[8], viewKey: \.text))
    tokens.append(batch[9].bind(key: \.text, toView: row[9], viewKey: \.text))
    tokens.append(batch[10].bind(key: \.text, toView: row[10], viewKey: \.text))
    tokens.append(batch[11].bind(key: \.text, toView: row[11], viewKey: \.text))
    tokens.append(batch[12].bind(key: \.text, toView: row[12], viewKey: \.text))
    tokens.append(batch[13].bind(key: \.text, toView: row[13], viewKey: \.text))
    tokens.append(batch[14].bind(key: \.text, toView: row[14], viewKey: \.text))
    tokens.append(batch[15].bind(key: \.text, toView: row[15], viewKey: \.text))
    tokens.append(batch[16].bind(key: \.text, toView: row[16], viewKey: \.text))
    tokens.append(batch[17].bind(key: \.text, toView: row[17], viewKey: \.text))
    tokens.append(batch[18].bind(key: \.text, toView: row[18], viewKey: \.text))
    tokens.append(batch[19].bind(key: \.text, toView: row[19], viewKey: \.text))
    for token in tokens { token.unbind() }
    tokens.removeAll(keepingCapacity: true)
  }
}
