import { useDevices } from "../api/get-devices";
import { formatDate } from "../format/date";

/** DESIGN §3: per device, what arrived and when. */
export function DeviceLedger() {
  const devices = useDevices();
  return (
    <div>
      <h3 className="text-lg font-bold mt-0 mb-2" id="device-ledger-heading">
        Device delivery ledger
      </h3>
      {devices.status === "pending" && <p className="text-slate-700">Loading devices...</p>}
      {devices.status === "error" && <p className="text-red-700">The device ledger could not be loaded.</p>}
      {devices.data?.length === 0 && <p className="text-slate-700">No device has uploaded yet.</p>}
      {devices.data && devices.data.length > 0 && (
        <div role="region" aria-label="Device ledger table" tabIndex={0} className="overflow-x-auto">
          <table className="w-full border-collapse text-sm" aria-labelledby="device-ledger-heading">
            <thead className="bg-slate-100 text-left">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Device ID
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Responses
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Completed
                </th>
                <th scope="col" className="px-3 py-2">
                  Last upload
                </th>
              </tr>
            </thead>
            <tbody>
              {devices.data.map((d) => (
                <tr key={d.deviceId} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 text-left font-mono font-normal break-all">
                    {d.deviceId}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{d.responses}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{d.completed}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(d.lastUploadAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
