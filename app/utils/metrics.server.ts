import client, { type Counter } from 'prom-client'

/**
 * The shop's own Prometheus figures (docs/architecture.md, "Observability"), on prom-client's one
 * registry: the HTTP host and the app's server bundle each load their own copy of this file, so a
 * metric is made once and found by name afterwards.
 */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return (client.register.getSingleMetric(name) as Counter<L> | undefined) ?? new client.Counter({ name, help, labelNames })
}

/** Orders placed (not repeated presses), by how she pays. */
export const ordersPlaced = counter('gemela_orders_placed_total', 'Orders placed, by payment method', ['method'])

/** Payments recorded on orders, by what came of them. */
export const paymentsRecorded = counter('gemela_payments_total', 'Payments recorded on orders, by outcome', ['outcome'])

export const metricsRegistry = client.register
