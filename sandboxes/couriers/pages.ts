import { escapeHtml } from '../http.ts';
import { currentStatus, karachiLocal, type CourierSpec, type SandboxParcel } from './parcels.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}td,th{padding:.3rem .6rem;text-align:start}form{display:inline}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function parcelsPage(spec: CourierSpec, parcels: SandboxParcel[], url: string): string {
  const rows = parcels
    .map(
      (parcel) =>
        `<tr><td><a href="${url}/sandbox/parcels/${encodeURIComponent(parcel.trackingNumber)}">${escapeHtml(parcel.trackingNumber)}</a></td>` +
        `<td>${escapeHtml(parcel.reference)}</td><td>${escapeHtml(parcel.consignee)}, ${escapeHtml(parcel.city)}</td>` +
        `<td>Rs ${parcel.codAmount}</td><td>${escapeHtml(currentStatus(parcel))}</td><td>${parcel.payment ? escapeHtml(parcel.payment.reference) : ''}</td></tr>`,
    )
    .join('');
  return page(
    `${spec.name} sandbox`,
    `<h1>${escapeHtml(spec.name)} sandbox: parcels</h1><p>Nothing here reaches a real courier.</p>` +
      `<table><tr><th>Tracking number</th><th>Reference</th><th>To</th><th>COD</th><th>Status</th><th>Paid</th></tr>${rows}</table>` +
      `<h2>Next booking</h2>${['slow', 'refused', 'malformed', 'server_error']
        .map(
          (answer) =>
            `<button onclick="fetch('${url}/sandbox/next-booking',{method:'POST',body:JSON.stringify({answer:'${answer}'})})">${answer}</button>`,
        )
        .join(' ')}`,
  );
}

export function parcelPage(spec: CourierSpec, parcel: SandboxParcel, url: string): string {
  const base = `${url}/sandbox/parcels/${encodeURIComponent(parcel.trackingNumber)}`;
  const history = parcel.history.map((step) => `<li>${escapeHtml(karachiLocal(step.at))}: ${escapeHtml(step.status)}</li>`).join('');
  const buttons = spec.statuses
    .map(
      (status) =>
        `<form method="post" action="${base}/advance"><button name="to" value="${escapeHtml(status)}">${escapeHtml(status)}</button></form>`,
    )
    .join(' ');
  const settle = parcel.payment
    ? `<p>Paid Rs ${parcel.payment.amount} on ${parcel.payment.paidOn}, reference ${escapeHtml(parcel.payment.reference)}</p>`
    : `<form method="post" action="${base}/settle"><button>The courier pays the COD amount</button></form>`;
  return page(
    parcel.trackingNumber,
    `<p><a href="${url}/sandbox/parcels">All parcels</a></p><h1>${escapeHtml(spec.name)} ${escapeHtml(parcel.trackingNumber)}</h1>` +
      `<p>Order reference ${escapeHtml(parcel.reference)}, Rs ${parcel.codAmount} to collect from ${escapeHtml(parcel.consignee)}, ${escapeHtml(parcel.city)}</p>` +
      `<ol>${history}</ol><h2>Move it</h2>${buttons}<h2>Payment</h2>${settle}`,
  );
}

export function slipPage(spec: CourierSpec, parcel: SandboxParcel): string {
  return page(
    `Slip ${parcel.trackingNumber}`,
    `<h1>${escapeHtml(spec.name)} (sandbox)</h1><p style="font-size:2rem;font-family:monospace">${escapeHtml(parcel.trackingNumber)}</p>` +
      `<p>Ref ${escapeHtml(parcel.reference)}</p><p>${escapeHtml(parcel.consignee)}<br>${escapeHtml(parcel.address)}<br>${escapeHtml(parcel.city)}<br>${escapeHtml(parcel.phone)}</p>` +
      `<p>COD Rs ${parcel.codAmount}</p><p>${escapeHtml(parcel.contents)}</p>`,
  );
}
